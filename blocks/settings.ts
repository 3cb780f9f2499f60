/**
 * What the server tells the editor script (includes/Blocks/WidgetBlock.php,
 * `window.eventinBlocks`).
 */
export type EditorSettings = {
	/** Whether the user may create embed scripts (etn_manage_event). */
	canCreateScripts: boolean;
};

export function editorSettings(): EditorSettings {
	const given = ( window as { eventinBlocks?: Partial< EditorSettings > } )
		.eventinBlocks;
	return { canCreateScripts: given?.canCreateScripts === true };
}
