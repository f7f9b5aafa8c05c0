import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { Organisation, OrganisationMember } from '@tirr/contracts';
import { useSession } from '../../../shared/auth/session';
import { mutationFeedback } from '../../../shared/notify/mutation-feedback';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useRemoveMember } from '../api/organisations-api';
import { PAGE_NS } from '../i18n/page';
import { memberName } from './member-name';

/**
 * Asks before the owner removes a member ('Quitar') or a member leaves ('Salir'): access ends at their next request
 * (docs/domain/organisations.md §5). Leaving reloads the user (back in their own account) and every cached answer.
 */
export function RemoveMemberDialog({
  organisation,
  member,
  leaving,
  onClose,
}: {
  organisation: Organisation;
  member: OrganisationMember;
  leaving: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(PAGE_NS);
  const { reloadUser } = useSession();
  const client = useQueryClient();
  const remove = useRemoveMember(organisation.id);
  const name = memberName(member);
  const texts = leaving ? 'leave' : 'remove';

  const feedback = mutationFeedback({
    done: t(`${texts}.done`, { name: leaving ? organisation.name : name }),
    failed: t(`${texts}.failed`),
    onClose,
  });
  const confirm = () =>
    remove.mutate(member.userId, {
      ...feedback,
      onSuccess: () => {
        feedback.onSuccess();
        if (!leaving) return;
        // Back in their own account: the user and everything cached are asked again.
        void reloadUser();
        void client.invalidateQueries();
      },
    });

  return (
    <ConfirmDialog
      title={t(`${texts}.title`, { name: leaving ? organisation.name : name })}
      text={t(`${texts}.text`)}
      confirm={t(`${texts}.confirm`)}
      cancel={t('remove.cancel')}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
