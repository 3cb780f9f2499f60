/**
 * A widget kind's shortcode generator (#/shortcodes/{name}): the kind's
 * fields (the same form the editor blocks use), a live preview, Generate
 * Shortcode (checked against the field limits first), and Get Script for the
 * generated shortcode (disabled until there is one).
 *
 * A change after generating makes the shortcode shown out of date: it stays
 * readable, marked as such, but it cannot be copied nor scripted until it is
 * generated again (the script shown goes with it).
 */
import { Button, Notice } from '@wordpress/components';
import { useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { Link, useParams } from 'react-router-dom';

import {
	startValues,
	widgetByName,
	type WidgetKind,
} from '../../../widgets/catalogue';
import WidgetFields, {
	scriptError,
	validateWidget,
} from '../../../widgets/form';
import {
	previewUrl,
	toShortcode,
	type WidgetValues,
} from '../../../widgets/shortcode';
import { useAdminConfig } from '../../../admin/hooks/use-admin-config';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useFirstErrorFocus } from '../../../admin/hooks/use-first-error-focus';
import { useForm } from '../../../admin/hooks/use-form';
import { SHORTCODE_PATHS } from '../paths';
import CopyField from '../../../components/copy-field';
import GetScriptButton from '../../../components/get-script-button';
import WidgetIcon from '../../../components/widget-icon';
import WidgetPreview, { PREVIEW_DELAY_MS } from './widget-preview';

function Generator( { kind }: { kind: WidgetKind } ) {
	const { homeUrl } = useAdminConfig();
	const [ shortcode, setShortcode ] = useState< string | null >( null );
	const [ script, setScript ] = useState< string | null >( null );

	const form = useForm< WidgetValues, string >( {
		initialValues: () => startValues( kind ),
		validate: ( values ) => validateWidget( kind, values ),
		clearErrorOn: 'valid',
		submit: async ( values ) => toShortcode( kind, values ),
		onSaved: ( generated ) => {
			setShortcode( generated );
			setScript( null );
		},
	} );
	const formRef = useFirstErrorFocus( form.errorCount );
	const isStale = shortcode !== null && form.isDirty;
	// What Get Script still needs (the ticket form's event), said beside it.
	const scriptNeeds = scriptError( kind, form.values );

	// The preview shows the last valid values, once the form is still.
	const lastValid = useRef( form.values );
	if ( Object.keys( validateWidget( kind, form.values ) ).length === 0 ) {
		lastValid.current = form.values;
	}
	const previewValues = useDebouncedValue(
		lastValid.current,
		PREVIEW_DELAY_MS
	);

	return (
		<div className="eventin-shortcode-generator">
			<div className="eventin-shortcode-generator__main">
				<form
					ref={ formRef }
					className="eventin-shortcode-generator__form"
					noValidate
					onSubmit={ ( event ) => {
						event.preventDefault();
						form.save();
					} }
				>
					<div className="eventin-shortcode-generator__intro">
						<WidgetIcon icon={ kind.icon } />
						<div>
							<h2 className="eventin-shortcode-generator__title">
								{ kind.title }
							</h2>
							<p className="eventin-shortcode-generator__description">
								{ kind.description }
							</p>
						</div>
					</div>
					<WidgetFields
						kind={ kind }
						values={ form.values }
						errors={ form.errors }
						onChange={ ( name, value ) =>
							form.setField( name, value )
						}
					/>
					<div className="eventin-shortcode-generator__actions">
						<Button variant="primary" type="submit">
							{ __( 'Generate Shortcode', 'eventin' ) }
						</Button>
						<GetScriptButton
							kind={ kind.name }
							shortcode={ shortcode }
							disabled={ isStale || scriptNeeds !== null }
							onScript={ ( tag ) => setScript( tag || null ) }
						/>
					</div>
					{ scriptNeeds && (
						<p className="eventin-shortcode-generator__script-needs">
							{ scriptNeeds.message }
						</p>
					) }
				</form>
				<p className="screen-reader-text" role="status">
					{ shortcode !== null && ! isStale
						? sprintf(
								/* translators: %s: the shortcode. */
								__( 'Shortcode generated: %s', 'eventin' ),
								shortcode
							)
						: '' }
				</p>
				{ shortcode !== null && (
					<div className="eventin-shortcode-generator__output">
						{ isStale && (
							<Notice
								status="warning"
								isDismissible={ false }
								className="eventin-shortcode-generator__stale"
							>
								{ __(
									'The settings changed since this shortcode was generated. Generate it again to use them.',
									'eventin'
								) }
							</Notice>
						) }
						<CopyField
							label={ __( 'Shortcode', 'eventin' ) }
							copyLabel={ __( 'Copy shortcode', 'eventin' ) }
							value={ shortcode }
							help={ __(
								'Paste it into a Shortcode block or any content of this site.',
								'eventin'
							) }
							disabled={ isStale }
							className={ isStale ? 'is-stale' : undefined }
						/>
						{ script && ! isStale && (
							<CopyField
								label={ __( 'Script', 'eventin' ) }
								copyLabel={ __( 'Copy script', 'eventin' ) }
								value={ script }
								help={ __(
									'Paste it where the widget should show on another site. It shows only on the hosts listed in Settings → Registered domains.',
									'eventin'
								) }
								rows={ 3 }
							/>
						) }
					</div>
				) }
			</div>
			{ /* A scrolling region beside a long form: focusable, so the keyboard scrolls it. */ }
			{  }
			<section
				className="eventin-shortcode-generator__preview"
				aria-labelledby="eventin-shortcode-preview-title"
				tabIndex={ 0 }
			>
				<h2
					id="eventin-shortcode-preview-title"
					className="eventin-shortcode-generator__preview-title"
				>
					{ __( 'Preview', 'eventin' ) }
				</h2>
				<WidgetPreview
					url={ previewUrl( homeUrl, kind, previewValues ) }
					title={ kind.title }
				/>
			</section>
		</div>
	);
}

export default function ShortcodeGenerator() {
	const { name = '' } = useParams();
	const kind = widgetByName( name );
	if ( ! kind ) {
		return (
			<Notice status="warning" isDismissible={ false }>
				{ __( 'This shortcode does not exist.', 'eventin' ) }{ ' ' }
				<Link to={ SHORTCODE_PATHS.shortcodes }>
					{ __( 'See every shortcode', 'eventin' ) }
				</Link>
			</Notice>
		);
	}
	// A new kind starts a new form.
	return <Generator key={ kind.name } kind={ kind } />;
}
