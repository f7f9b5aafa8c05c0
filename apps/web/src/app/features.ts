import type { FeatureDefinition } from '../shared/routing/route-handle';
import { academyFeature } from '../features/academy/routes';
import { apiGuideFeature } from '../features/api-guide/routes';
import { apiKeysFeature } from '../features/api-keys/routes';
import { authFeature } from '../features/auth/routes';
import { balancesFeature } from '../features/balances/routes';
import { batchFeature } from '../features/batch/routes';
import { chequesFeature } from '../features/cheques/routes';
import { creditFeature } from '../features/credit/routes';
import { errorsFeature } from '../features/errors/routes';
import { fundsFeature } from '../features/funds/routes';
import { homeFeature } from '../features/home/routes';
import { organisationsFeature } from '../features/organisations/routes';
import { paymentsFeature } from '../features/payments/routes';
import { policyFeature } from '../features/policy/routes';
import { profilesFeature } from '../features/profiles/routes';
import { simulatorsFeature } from '../features/simulators/routes';
import { systemFeature } from '../features/system/routes';
import { webhooksFeature } from '../features/webhooks/routes';
import { welcomeFeature } from '../features/welcome/routes';

/** Every product area. Features register their routes (with handle metadata) and i18n namespace here. */
export const FEATURES: readonly FeatureDefinition[] = [
  homeFeature,
  authFeature,
  welcomeFeature,
  creditFeature,
  profilesFeature,
  balancesFeature,
  batchFeature,
  policyFeature,
  simulatorsFeature,
  chequesFeature,
  fundsFeature,
  academyFeature,
  organisationsFeature,
  apiGuideFeature,
  apiKeysFeature,
  webhooksFeature,
  systemFeature,
  paymentsFeature,
  errorsFeature,
];
