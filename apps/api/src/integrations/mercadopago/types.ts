/** Raw Mercado Pago shapes (docs/domain/data-sources.md §5): what the live API answers and the offline store holds. */

export interface AutoRecurring {
  frequency: number;
  frequency_type: 'months' | 'days';
  transaction_amount: number;
  currency_id: string;
  start_date?: string;
  end_date?: string;
}

/** GET /preapproval/{id}. status: pending | authorized | paused | cancelled | finished. */
export interface RawPreapproval {
  id: string;
  status: string;
  init_point?: string;
  external_reference?: string | null;
  payer_id?: number | null;
  payer_email?: string | null;
  reason?: string;
  back_url?: string;
  next_payment_date?: string | null;
  auto_recurring: AutoRecurring;
  date_created?: string;
  last_modified?: string;
}

/** GET /authorized_payments/{id}: one monthly charge. */
export interface RawAuthorizedPayment {
  id: number | string;
  type?: string;
  preapproval_id: string;
  external_reference?: string | null;
  currency_id?: string;
  transaction_amount: number;
  debit_date: string;
  retry_attempt?: number;
  /** scheduled | processed | recycling | cancelled */
  status: string;
  payment?: { id?: number | string; status?: string; status_detail?: string } | null;
  date_created?: string;
  last_modified?: string;
}

export interface CreatePreapprovalInput {
  userId: string;
  payerEmail: string;
  amountArs: number;
  reason: string;
  backUrl: string;
}

/** The operations the subscription flow needs; live and offline answer the same shapes. */
export interface MercadoPagoApi {
  kind: 'offline' | 'live';
  createPreapproval(input: CreatePreapprovalInput): Promise<RawPreapproval>;
  /** undefined when the provider says 404. */
  getPreapproval(id: string): Promise<RawPreapproval | undefined>;
  getAuthorizedPayment(id: string): Promise<RawAuthorizedPayment | undefined>;
}
