/**
 * Get Script: stores a widget's shortcode for other sites (the
 * shortcode-scripts store, POST shortcodes/script) and hands back its script
 * tag. The shortcode generator screens and the block's 'Embed on another
 * site' panel both show it, with the same tooltip.
 */
import { Button, Tooltip } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { store as scriptsStore } from '../../stores/shortcode-scripts';

export default function GetScriptButton( {
	kind,
	shortcode,
	disabled = false,
	onScript,
}: {
	/** The widget kind's name (the script's post_name). */
	kind: string;
	/** The shortcode to embed; null while there is none to use. */
	shortcode: string | null;
	disabled?: boolean;
	/** Called with the script tag ('' when the server gave none). */
	onScript: ( script: string ) => void;
} ) {
	const [ isBusy, setIsBusy ] = useState( false );
	const { createShortcodeScript } = useDispatch( scriptsStore );
	const canGet = shortcode !== null && ! disabled && ! isBusy;

	const getScript = async () => {
		if ( ! canGet ) {
			return;
		}
		setIsBusy( true );
		try {
			const answer = await createShortcodeScript( {
				post_name: kind,
				shortcode,
			} );
			onScript( answer.script );
		} catch ( error ) {
			// SPEC 8: a failed script request is only logged.
			// eslint-disable-next-line no-console
			console.error( error );
		} finally {
			setIsBusy( false );
		}
	};

	return (
		<Tooltip
			text={ __(
				"Click to get script and it's only worked registered domain.",
				'eventin'
			) }
		>
			<Button
				variant="secondary"
				onClick={ getScript }
				disabled={ ! canGet }
				accessibleWhenDisabled
				isBusy={ isBusy }
			>
				{ __( 'Get Script', 'eventin' ) }
			</Button>
		</Tooltip>
	);
}
