import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '../../test/render-app';
import { fakeSession } from '../../test/session';
import { batchApi, JOB_PATH } from './test/fixtures';

describe('/credits/profiles/batch results', () => {
  it('shows an unknown debtor\'s band "Sin historial" in neutral grey, and the API\'s situación labels', async () => {
    batchApi();
    renderWithSession(fakeSession('premium'), { path: JOB_PATH });
    const unknown = await screen.findByText('Sin historial', {}, { timeout: 10_000 });
    expect(unknown.closest('.MuiChip-root')).toHaveStyle({ backgroundColor: 'rgb(117, 117, 117)' });
    const row = unknown.closest('tr')!;
    expect(within(row).getByText('SOSA LUCIA BELEN')).toBeInTheDocument();
    expect(screen.getByText('Con seguimiento especial')).toBeInTheDocument();
  });
});
