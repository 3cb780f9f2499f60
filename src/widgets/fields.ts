/**
 * The field types of the widget catalogue, and the fields several kinds share.
 *
 * A field is one shortcode attribute: its name is the attribute's name, its
 * default and limits are what PHP falls back to (build/widgets.json). Labels
 * are for the generator screens and the block inspector only.
 */
import { __, sprintf } from '@wordpress/i18n';

import { type WidgetChoiceKind } from '../stores/choices/types';

export type Choice = { value: string; label: string };

/** Where an `ids` field chooses from (`GET widgets/choices?kind=`). */
export type IdSource = WidgetChoiceKind;

type Base = {
	name: string;
	label: string;
	help?: string;
	/** The form shows the field only while another field has one of these values (it means nothing otherwise). */
	shownWhen?: { field: string; values: string[] };
};

export type NumberField = Base & {
	type: 'number';
	default: number;
	min: number;
	max?: number;
};
export type SelectField = Base & {
	type: 'select';
	default: string;
	choices: Choice[];
};
/** A 'yes' / 'no' attribute (Eventin's show flags). */
export type ToggleField = Base & { type: 'toggle'; default: 'yes' | 'no' };
/** Comma-separated ids (one when not `multiple`); '' means none chosen. */
export type IdsField = Base & {
	type: 'ids';
	default: '';
	source: IdSource;
	multiple: boolean;
	/** The form asks for one before it makes a shortcode (PHP renders a notice without). */
	required?: boolean;
	/** Get Script asks for one: a page on another site has no event of its own. */
	requiredForScript?: boolean;
};

export type Field = NumberField | SelectField | ToggleField | IdsField;
export type FieldValue = string | number;

/**
 * Whether the form shows a field with these values (see `shownWhen`).
 *
 * @param field  The field.
 * @param values The form's values by field name (a missing one is its default).
 * @param fields Every field of the kind, for the defaults.
 */
export function isFieldShown(
	field: Field,
	values: Record< string, FieldValue | undefined >,
	fields: Field[]
): boolean {
	if ( ! field.shownWhen ) {
		return true;
	}
	const { field: other, values: allowed } = field.shownWhen;
	const value =
		values[ other ] ??
		fields.find( ( each ) => each.name === other )?.default;
	return allowed.includes( String( value ?? '' ) );
}

export const choices = ( values: Record< string, string > ): Choice[] =>
	Object.entries( values ).map( ( [ value, label ] ) => ( {
		value,
		label,
	} ) );

/**
 * Style choices 'prefix1' … 'prefixN', labelled 'Style 1' … 'Style N'.
 *
 * @param count  How many styles.
 * @param prefix What the values start with ('event-' for Eventin's 'event-1').
 * @param name   The attribute.
 */
export function styleField(
	count: number,
	prefix = 'style-',
	name = 'style'
): SelectField {
	const values: Record< string, string > = {};
	for ( let i = 1; i <= count; i++ ) {
		/* translators: %d: the style's number. */
		values[ prefix + i ] = sprintf( __( 'Style %d', 'eventin' ), i );
	}
	return {
		name,
		type: 'select',
		label: __( 'Style', 'eventin' ),
		default: prefix + 1,
		choices: choices( values ),
	};
}

export const limitField = (
	def: number,
	label: string = __( 'How many to show', 'eventin' ),
	name = 'limit'
): NumberField => ( { name, type: 'number', label, default: def, min: 1 } );

export const orderField = (): SelectField => ( {
	name: 'order',
	type: 'select',
	label: __( 'Order', 'eventin' ),
	default: 'DESC',
	choices: choices( {
		DESC: __( 'Descending', 'eventin' ),
		ASC: __( 'Ascending', 'eventin' ),
	} ),
} );

/**
 * Order by; events may also sort by their start and end dates.
 *
 * @param forEvents Whether the dates are choices.
 */
export function orderbyField( forEvents: boolean ): SelectField {
	const values: Record< string, string > = {
		title: __( 'Title', 'eventin' ),
		ID: __( 'ID', 'eventin' ),
		post_date: __( 'Date published', 'eventin' ),
		name: __( 'Name', 'eventin' ),
	};
	if ( forEvents ) {
		values.etn_start_date = __( 'Start date', 'eventin' );
		values.etn_end_date = __( 'End date', 'eventin' );
	}
	return {
		name: 'orderby',
		type: 'select',
		label: __( 'Order by', 'eventin' ),
		default: 'ID',
		choices: choices( values ),
	};
}

export const statusField = (): SelectField => ( {
	name: 'filter_with_status',
	type: 'select',
	label: __( 'Events to show', 'eventin' ),
	default: 'all',
	choices: choices( {
		all: __( 'All', 'eventin' ),
		upcoming: __( 'Upcoming', 'eventin' ),
		ongoing: __( 'Ongoing', 'eventin' ),
		expire: __( 'Expired', 'eventin' ),
	} ),
} );

export const toggleField = ( name: string, label: string ): ToggleField => ( {
	name,
	type: 'toggle',
	label,
	default: 'no',
} );

export const idsField = (
	name: string,
	label: string,
	source: IdSource,
	multiple = true
): IdsField => ( { name, type: 'ids', label, source, multiple, default: '' } );

export const columnsField = ( name = 'etn_event_col' ): SelectField => ( {
	name,
	type: 'select',
	label: __( 'Columns', 'eventin' ),
	default: '1',
	choices: choices( { 1: '1', 2: '2', 3: '3', 4: '4' } ),
} );

export const eventTermFields = (): IdsField[] => [
	idsField(
		'event_cat_ids',
		__( 'Categories', 'eventin' ),
		'event_category'
	),
	idsField( 'event_tag_ids', __( 'Tags', 'eventin' ), 'event_tag' ),
];

export const descLimitField = (): NumberField =>
	limitField(
		20,
		__( 'Description length (words)', 'eventin' ),
		'desc_limit'
	);

export const eventField = (
	label: string = __( 'Event', 'eventin' )
): IdsField => idsField( 'event_id', label, 'event', false );
