/**
 * The actions of the app's lists, as DataViews `Action` objects, and how a
 * row draws them. Delete, Clone and Edit serve every list that has them,
 * each with its own wording; a list's own actions sit beside it
 * (`<list>/actions/`).
 */
export type { ActionLink, ListAction } from './types';
export { default as RowActions } from './row-actions';
export { default as ActionModal, type ListModalAction } from './action-modal';
export { followLink, getLinkAction } from './link';
export { getEditAction } from './edit';
export { getDeleteAction, type DeleteLabels } from './delete';
export { cloneWithNotice, getCloneAction, type CloneLabels } from './clone';
export type { OutcomeLabels } from './notice';
