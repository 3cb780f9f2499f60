/**
 * The cells of the event list beside the title: details under the title,
 * Sold and Status.
 */
import { Icon, Tooltip } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { caution } from '@wordpress/icons';

import { type Event } from '../../../stores/events/types';
import ShareBar from '../../../admin/components/share-bar';
import {
	formatEventStart,
	formatUtcOffset,
	getBadgeLabel,
	getEventBadges,
	getLocationProblemText,
	getLocationText,
	getSoldSummary,
	getStartDateTime,
	getStatusLabel,
} from './rules';

/** The page's language, for dates ('en-US' from `<html lang>`). */
function getLocale(): string | undefined {
	return document.documentElement.lang || undefined;
}

/** The warning for a location that cannot be used: an icon, focusable, with a tooltip. */
function LocationProblem() {
	const text = getLocationProblemText();
	return (
		<Tooltip text={ text }>
			<span
				className="eventin-event-details__problem"
				role="img"
				aria-label={ text }
				tabIndex={ 0 }
			>
				<Icon icon={ caution } size={ 20 } />
			</span>
		</Tooltip>
	);
}

/**
 * Under the title: location, start and timezone, badges.
 * @param props      The field's render props.
 * @param props.item The event.
 */
export function EventDetails( { item }: { item: Event } ) {
	const location = getLocationText( item.location );
	const offset = formatUtcOffset( item.utc_offset );
	const badges = getEventBadges( item );
	return (
		<div className="eventin-event-details">
			{ ( location || item.location_problem ) && (
				<div className="eventin-event-details__location">
					{ item.location_problem && <LocationProblem /> }
					{ location && <span>{ location }</span> }
				</div>
			) }
			{ item.start_date && (
				<div className="eventin-event-details__start">
					<time
						dateTime={ getStartDateTime(
							item.start_date,
							item.start_time
						) }
					>
						{ formatEventStart(
							item.start_date,
							item.start_time,
							getLocale()
						) }
					</time>
					{ offset && (
						<span
							className="eventin-event-details__offset"
							title={ item.timezone || undefined }
						>
							{ offset }
						</span>
					) }
				</div>
			) }
			{ badges.length > 0 && (
				<div className="eventin-event-details__badges">
					{ badges.map( ( badge ) => (
						<span
							key={ badge }
							className={ `eventin-badge eventin-badge--${ badge }` }
						>
							{ getBadgeLabel( badge ) }
						</span>
					) ) }
				</div>
			) }
		</div>
	);
}

/**
 * 'sold / total' and a progress bar (none when unlimited).
 * @param props      The field's render props.
 * @param props.item The event.
 */
export function SoldCell( { item }: { item: Event } ) {
	const summary = getSoldSummary( item.sold_tickets, item.total_ticket );
	return (
		<div className="eventin-sold">
			<span className="eventin-sold__text">{ summary.text }</span>
			{ summary.percent !== null && (
				<ShareBar
					share={ summary.percent }
					label={ __( 'Tickets sold', 'eventin' ) }
					valueText={ sprintf(
						/* translators: %d: percentage of tickets sold. */
						__( '%d%% sold', 'eventin' ),
						summary.percent
					) }
				/>
			) }
		</div>
	);
}

/** The tag's tone of each status (a draft has none). */
const STATUS_TONES: Partial< Record< Event[ 'display_status' ], string > > = {
	pending: 'purple',
	ongoing: 'green',
	upcoming: 'blue',
	expired: 'red',
};

/**
 * Draft, Pending review, Ongoing, Upcoming or Expired.
 * @param props      The field's render props.
 * @param props.item The event.
 */
export function EventStatusTag( { item }: { item: Event } ) {
	const status = item.display_status;
	const tone = STATUS_TONES[ status ];
	return (
		<span
			className={ `eventin-tag eventin-status-tag${
				tone ? ` eventin-tag--${ tone }` : ''
			}` }
		>
			{ getStatusLabel( status ) }
		</span>
	);
}
