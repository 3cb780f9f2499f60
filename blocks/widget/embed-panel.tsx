/**
 * 'Embed on another site': Get Script for the block's shortcode, as on the
 * generator screens (same button, same tooltip), once the post holding the
 * block is saved and has what a page on another site needs (the ticket
 * form's event); the script tag to paste on a registered domain. People
 * without etn_manage_event are told they may not create scripts.
 */
import { Notice } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { type WidgetKind } from '../../src/widgets/catalogue';
import CopyField from '../../src/components/copy-field';
import GetScriptButton from '../../src/components/get-script-button';
import { editorSettings } from '../settings';

export default function EmbedPanel( {
	kind,
	shortcode,
	missing = null,
}: {
	kind: WidgetKind;
	/** The block's shortcode; null while its settings are not valid. */
	shortcode: string | null;
	/** Why no script can embed these settings (scriptError's message), or null. */
	missing?: string | null;
} ) {
	const [ script, setScript ] = useState( '' );
	// The post and site editors' store (by name: the widgets editor, which
	// has none, must not load wp-editor); elsewhere (the widgets editor) the
	// records it edits and has not saved yet.
	const isSaved = useSelect( ( select ) => {
		const editor = select( 'core/editor' ) as
			{ isEditedPostDirty?: () => boolean } | undefined;
		if ( editor?.isEditedPostDirty ) {
			return ! editor.isEditedPostDirty();
		}
		const core = select( 'core' ) as
			| { __experimentalGetDirtyEntityRecords?: () => unknown[] }
			| undefined;
		return (
			( core?.__experimentalGetDirtyEntityRecords?.() ?? [] ).length === 0
		);
	}, [] );

	// A script is for the shortcode it was made from.
	useEffect( () => setScript( '' ), [ shortcode ] );

	if ( ! editorSettings().canCreateScripts ) {
		return (
			<Notice status="info" isDismissible={ false }>
				{ __(
					'You may not create scripts for other sites: that needs the permission to manage events. The shortcode above works on this site.',
					'eventin'
				) }
			</Notice>
		);
	}

	let note: string = __(
		'Get a script tag that shows this widget on a registered domain.',
		'eventin'
	);
	if ( missing ) {
		note = missing;
	} else if ( ! isSaved ) {
		note = __(
			'Save the post first: the script embeds the widget as saved.',
			'eventin'
		);
	}

	return (
		<div className="eventin-widget-block__embed">
			<p>{ note }</p>
			<GetScriptButton
				kind={ kind.name }
				shortcode={ shortcode }
				disabled={ ! isSaved || !! missing }
				onScript={ setScript }
			/>
			{ script && (
				<CopyField
					label={ __( 'Script', 'eventin' ) }
					value={ script }
					copyLabel={ __( 'Copy script', 'eventin' ) }
					rows={ 3 }
				/>
			) }
		</div>
	);
}
