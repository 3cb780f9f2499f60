/**
 * What the admin app offers add-ons (src/pro/ among them) on purpose: the
 * form state machine and fields, the delete confirmation, notices and the
 * current user. Add-ons
 * import these and the stores (src/stores/), never deeper paths, so the app
 * can move its insides without breaking them.
 */
export { FieldGroup, TextAreaField, TextField } from './components/form-fields';
export { default as ConfirmDelete } from './components/confirm-delete';
export { notify } from './utils/notify';
export { useCurrentUser } from './hooks/use-current-user';
export { useForm, type FormOptions, type FormState } from './hooks/use-form';
export { useFirstErrorFocus } from './hooks/use-first-error-focus';
export type { FieldErrors } from './utils/form';
