/**
 * Field definitions that several lists share, so a column looks and reads
 * the same everywhere: a plain column, a date and time in the site's zone
 * (named in the column's header), and a status shown as its tag.
 */
import { type Field } from '@wordpress/dataviews/wp';
import type { ComponentType } from 'react';

import { formatDate } from '../../utils/site-date';
import ZoneHeader from './zone-header';

/** A column that is shown as it is: the lists sort and filter on the server. */
export const PLAIN_FIELD = {
	enableHiding: false,
	enableSorting: false,
	enableGlobalSearch: false,
	filterBy: false as const,
};

/** How the lists write a moment, in the site's timezone. */
export const DATE_TIME_FORMAT = 'M j, Y g:i a';

/**
 * A moment in the site's timezone, with the machine-readable instant.
 * @param props
 * @param props.value An ISO 8601 instant (UTC).
 */
export function DateTime( { value }: { value: string } ) {
	return (
		<time dateTime={ value }>
			{ formatDate( DATE_TIME_FORMAT, new Date( value ) ) }
		</time>
	);
}

/**
 * A column of moments; its header names the site's timezone.
 * @param options
 * @param options.id       The field's id.
 * @param options.label    The column's name.
 * @param options.getValue The item's instant (ISO 8601, UTC), or '' for none.
 */
export function dateTimeField< Item >( {
	id,
	label,
	getValue,
}: {
	id: string;
	label: string;
	getValue: ( item: Item ) => string | null | undefined;
} ): Field< Item > {
	return {
		...PLAIN_FIELD,
		id,
		label,
		header: <ZoneHeader label={ label } />,
		getValue: ( { item } ) => getValue( item ) ?? '',
		render: ( { item } ) => {
			const value = getValue( item );
			return value ? <DateTime value={ value } /> : null;
		},
	};
}

/**
 * A column of statuses, each shown as its tag.
 * @param options
 * @param options.id       The field's id.
 * @param options.label    The column's name.
 * @param options.getValue The item's status.
 * @param options.Tag      The status's tag.
 */
export function statusField< Item, Status extends string >( {
	id,
	label,
	getValue,
	Tag,
}: {
	id: string;
	label: string;
	getValue: ( item: Item ) => Status;
	Tag: ComponentType< { status: Status } >;
} ): Field< Item > {
	return {
		...PLAIN_FIELD,
		id,
		label,
		getValue: ( { item } ) => getValue( item ),
		render: ( { item } ) => <Tag status={ getValue( item ) } />,
	};
}
