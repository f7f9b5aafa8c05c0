import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@tirr/contracts/integrations';

/** Every event an endpoint may want, in the contract's order (docs/api/webhooks.md). */
export const EVENT_TYPES = WEBHOOK_EVENT_TYPES;

/** The i18n key of an event's label ('monitoring.changed' → 'events.monitoring_changed'). */
export const eventKey = (type: WebhookEventType) => `events.${type.replace('.', '_')}`;
