import { z } from 'zod';
import {
  createInvitationBody,
  createOrganisationBody,
  type CreateInvitationBody,
  type CreateOrganisationBody,
} from '@tirr/contracts/organisations';

/**
 * The organisation page's two forms read into the contracts' bodies (ADR 0123): 'Crear organización' (a name) and
 * 'Invitar' (an email and a role the person has to choose).
 */
export interface CreateFormValues {
  name: string;
}
export const EMPTY_CREATE_FORM: CreateFormValues = { name: '' };
export const createForm: z.ZodType<CreateOrganisationBody, CreateFormValues> = createOrganisationBody;
export const CREATE_FORM_MESSAGES = {
  name: { too_small: 'organisations-page:errors.name', too_big: 'organisations-page:errors.nameTooLong' },
};

export interface InviteFormValues {
  email: string;
  /** '' until a role is chosen. */
  role: string;
}
export const EMPTY_INVITE_FORM: InviteFormValues = { email: '', role: '' };
export const inviteForm: z.ZodType<CreateInvitationBody, InviteFormValues> = z.object({
  email: z.string().trim().min(1).pipe(createInvitationBody.shape.email),
  role: z.string().pipe(createInvitationBody.shape.role),
});
export const INVITE_FORM_MESSAGES = {
  email: { too_small: 'organisations-page:errors.email', '*': 'organisations-page:errors.emailInvalid' },
  role: 'organisations-page:errors.role',
};

/** The invite form's field an API 400 names. */
export const inviteFieldOf = (apiField: string): keyof InviteFormValues | undefined =>
  apiField === 'email' || apiField === 'role' ? apiField : undefined;
