/**
 * The 'Eventin widgets' sidebar of the post and site editors
 * (build/blocks-sidebar.js, enqueued there only: it needs wp-editor, which
 * the widgets editor must not load): the widget catalogue with a search;
 * choosing a widget inserts its block where the cursor is (after the
 * selected block, else at the end).
 */
import { createBlock } from '@wordpress/blocks';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { useDispatch, useSelect } from '@wordpress/data';
import { PluginSidebar, PluginSidebarMoreMenuItem } from '@wordpress/editor';
import { __, sprintf } from '@wordpress/i18n';
import { registerPlugin } from '@wordpress/plugins';
import { store as noticesStore } from '@wordpress/notices';

import { type WidgetKind } from '../src/widgets/catalogue';
import WidgetChooser from './components/widget-chooser';

const NAME = 'eventin-widgets';
const TITLE = __( 'Eventin widgets', 'eventin' );

function WidgetsSidebar() {
	const { insertBlock } = useDispatch( blockEditorStore );
	const { createSuccessNotice } = useDispatch( noticesStore );
	const insertionPoint = useSelect(
		( select ) => select( blockEditorStore ).getBlockInsertionPoint(),
		[]
	);

	const insert = ( kind: WidgetKind ) => {
		insertBlock(
			createBlock( 'eventin/widget', { kind: kind.name } ),
			insertionPoint.index,
			insertionPoint.rootClientId
		);
		createSuccessNotice(
			/* translators: %s: the widget's name, e.g. 'Events calendar'. */
			sprintf( __( '%s inserted.', 'eventin' ), kind.title ),
			{ type: 'snackbar' }
		);
	};

	return (
		<>
			<PluginSidebarMoreMenuItem target={ NAME } icon="calendar-alt">
				{ TITLE }
			</PluginSidebarMoreMenuItem>
			<PluginSidebar name={ NAME } title={ TITLE } icon="calendar-alt">
				<div className="eventin-widgets-sidebar">
					<WidgetChooser onChoose={ insert } />
				</div>
			</PluginSidebar>
		</>
	);
}

registerPlugin( NAME, { render: WidgetsSidebar } );
