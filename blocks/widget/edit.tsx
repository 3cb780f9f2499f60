/**
 * The block in the editor: without a kind, the widgets to choose from; with
 * one, the widget's preview, and in the inspector the kind's fields (the
 * generator screens' own form and checks), the shortcode the block makes and
 * the script that embeds it on another site.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody, Placeholder } from '@wordpress/components';
import { useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { widgetByName, type WidgetKind } from '../../src/widgets/catalogue';
import WidgetFields, {
	scriptError,
	validateWidget,
} from '../../src/widgets/form';
import { toShortcode, type WidgetValues } from '../../src/widgets/shortcode';
import CopyField from '../../src/components/copy-field';
import WidgetChooser from '../components/widget-chooser';
import {
	attributeChange,
	attributesOf,
	valuesOf,
	type WidgetAttributes,
} from './attributes';
import EmbedPanel from './embed-panel';
import Preview from './preview';

function KindEdit( {
	kind,
	attributes,
	setAttributes,
}: {
	kind: WidgetKind;
	attributes: WidgetAttributes;
	setAttributes: ( change: WidgetAttributes ) => void;
} ) {
	const values = valuesOf( kind, attributes );
	const errors = validateWidget( kind, values );
	const isValid = Object.keys( errors ).length === 0;
	const shortcode = toShortcode( kind, values );

	// The preview keeps the last valid values while a number is being fixed.
	const lastValid = useRef< WidgetValues >( values );
	if ( isValid ) {
		lastValid.current = values;
	}

	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Settings', 'eventin' ) }>
					<WidgetFields
						kind={ kind }
						values={ values }
						errors={ errors }
						onChange={ ( name, value ) =>
							setAttributes(
								attributeChange( kind, name, value )
							)
						}
					/>
				</PanelBody>
				<PanelBody title={ __( 'Shortcode', 'eventin' ) }>
					<CopyField
						label={ __( 'Shortcode', 'eventin' ) }
						value={ shortcode }
						copyLabel={ __( 'Copy shortcode', 'eventin' ) }
						disabled={ ! isValid }
						help={
							isValid
								? __(
										'Paste it anywhere shortcodes work to show this widget.',
										'eventin'
									)
								: __(
										'Fix the settings marked above first.',
										'eventin'
									)
						}
						className={ isValid ? undefined : 'is-stale' }
					/>
				</PanelBody>
				<PanelBody
					title={ __( 'Embed on another site', 'eventin' ) }
					initialOpen={ false }
				>
					<EmbedPanel
						kind={ kind }
						shortcode={ isValid ? shortcode : null }
						missing={ scriptError( kind, values )?.message ?? null }
					/>
				</PanelBody>
			</InspectorControls>
			<Preview attributes={ attributesOf( kind, lastValid.current ) } />
		</>
	);
}

export default function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: WidgetAttributes;
	setAttributes: ( change: WidgetAttributes ) => void;
} ) {
	const blockProps = useBlockProps( { className: 'eventin-widget-block' } );
	const kind = widgetByName( attributes.kind ?? '' );

	return (
		<div { ...blockProps }>
			{ kind ? (
				<KindEdit
					kind={ kind }
					attributes={ attributes }
					setAttributes={ setAttributes }
				/>
			) : (
				<Placeholder
					icon="calendar-alt"
					label={ __( 'Eventin widget', 'eventin' ) }
					instructions={ __(
						'Choose the widget to show.',
						'eventin'
					) }
				>
					<WidgetChooser
						onChoose={ ( chosen ) =>
							setAttributes( { kind: chosen.name } )
						}
					/>
				</Placeholder>
			) }
		</div>
	);
}
