import { useDebouncedValue } from './use-debounced-value';

/** How long typing pauses before a search is sent. */
export const CHOICES_SEARCH_DELAY_MS = 300;

/**
 * The search a choice picker sends: the text typed, trimmed, once typing
 * has paused.
 *
 * @param search The text in the search field.
 */
export function useChoiceSearch( search: string ): string {
	return useDebouncedValue( search.trim(), CHOICES_SEARCH_DELAY_MS );
}
