/**
 * /rsvp-report/create (RSVP Reminder): a mail to everyone of a status of an
 * event (Going, Maybe, Not going, Waiting list) or an invitation to pasted
 * addresses, with the server's placeholders, sent now or at a date and
 * time. Checks beside each field; after sending, the send's progress and
 * its log (BatchProgress); below, the event's earlier sends.
 */
import { RadioControl } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useMemo, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { useSearchParams } from 'react-router-dom';

import { isBatchWaiting } from '../../../stores/batches';
import { store as rsvpStore } from '../store';
import { type RsvpSend } from '../store/types';
import { useForm } from '../../../admin/hooks/use-form';
import { formatCount } from '../../../admin/utils/format-count';
import { notify } from '../../../admin/utils/notify';
import { getSiteZoneName } from '../../../admin/utils/site-date';
import FormPanel from '../../../admin/components/form-panel';
import {
	FieldGroup,
	SelectField,
	TextAreaField,
	TextField,
} from '../../../admin/components/form-fields';
import RsvpModuleGate from '../report/module-gate';
import EarlierSends from './earlier-sends';
import { getAudienceLabel } from './labels';
import {
	AUDIENCES,
	getInitialValues,
	getPlaceholders,
	mapReminderServerKey,
	parseAddresses,
	toSendRequest,
	validateReminder,
	type Audience,
	type ReminderValues,
} from './rules';
import SendProgress from './send-progress';

/** The events offered: the latest 100 with RSVP on. */
const EVENTS_QUERY = { per_page: 100 };

function Placeholders() {
	return (
		<aside
			className="eventin-rsvp-placeholders"
			aria-labelledby="eventin-rsvp-placeholders-title"
		>
			<h3 id="eventin-rsvp-placeholders-title">
				{ __( 'Placeholders', 'eventin' ) }
			</h3>
			<p>
				{ __(
					'Write these in the subject or the message; each person’s mail gets them filled in.',
					'eventin'
				) }
			</p>
			<dl>
				{ getPlaceholders().map( ( { tag, description } ) => (
					<div key={ tag }>
						<dt>
							<code>{ tag }</code>
						</dt>
						<dd>{ description }</dd>
					</div>
				) ) }
			</dl>
		</aside>
	);
}

function ReminderForm() {
	const [ searchParams ] = useSearchParams();
	const initialEvent = Number( searchParams.get( 'event' ) ) || 0;
	const events = useSelect(
		( select ) => select( rsvpStore ).getEvents( EVENTS_QUERY ),
		[]
	);
	const { createSend } = useDispatch( rsvpStore );
	const [ current, setCurrent ] = useState< { event: number; send: number } >(
		{ event: 0, send: 0 }
	);
	// The send whose log shows; null: the one just sent.
	const [ shownLog, setShownLog ] = useState< number | null >( null );
	const form = useForm< ReminderValues, RsvpSend >( {
		initialValues: () => getInitialValues( initialEvent ),
		validate: ( values ) => validateReminder( values ),
		submit: ( values ) =>
			createSend( Number( values.event ), toSendRequest( values ) ),
		mapServerKey: mapReminderServerKey,
		onSaved: ( send ) => {
			setCurrent( { event: send.event_id, send: send.id } );
			setShownLog( null );
			notify(
				'success',
				isBatchWaiting( send )
					? __( 'The mail is scheduled.', 'eventin' )
					: __( 'The mail is on its way.', 'eventin' )
			);
		},
		onFailed: ( error ) =>
			notify(
				'error',
				__( 'The mail could not be sent!', 'eventin' ),
				error?.message
			),
	} );
	const { values, errors, setField } = form;
	const eventId = Number( values.event ) || 0;

	const eventOptions = useMemo( () => {
		const options = ( events?.items ?? [] ).map( ( event ) => ( {
			value: String( event.id ),
			label: event.title || `#${ event.id }`,
		} ) );
		if (
			values.event &&
			! options.some( ( option ) => option.value === values.event )
		) {
			options.unshift( {
				value: values.event,
				label: `#${ values.event }`,
			} );
		}
		return [
			{ value: '', label: __( 'Choose an event', 'eventin' ) },
			...options,
		];
	}, [ events, values.event ] );

	const chosen = events?.items.find( ( event ) => event.id === eventId );
	const audienceOptions = AUDIENCES.map( ( audience: Audience ) => ( {
		value: audience,
		label:
			audience !== 'addresses' && chosen
				? sprintf(
						/* translators: 1: a response status, e.g. Going, 2: how many responses. */
						__( '%1$s (%2$s)', 'eventin' ),
						getAudienceLabel( audience ),
						formatCount( chosen[ audience ] )
					)
				: getAudienceLabel( audience ),
	} ) );
	const pasted =
		values.audience === 'addresses'
			? parseAddresses( values.addresses ).addresses.length
			: 0;
	const showLogOf =
		shownLog ?? ( current.event === eventId ? current.send : 0 );

	return (
		<div className="eventin-rsvp-reminder">
			<div className="eventin-rsvp-reminder__main">
				<FormPanel
					title={ __(
						'Send a reminder or an invitation',
						'eventin'
					) }
					form={ form }
					submitLabel={
						values.when === 'later'
							? __( 'Schedule', 'eventin' )
							: __( 'Send now', 'eventin' )
					}
				>
					<SelectField
						label={ __( 'Event', 'eventin' ) }
						value={ values.event }
						options={ eventOptions }
						onChange={ ( value ) => setField( 'event', value ) }
						error={ errors.event }
						help={
							events && events.items.length === 0
								? __(
										'No event takes RSVPs yet: turn RSVP on in an event first.',
										'eventin'
									)
								: undefined
						}
					/>
					<FieldGroup
						legend={ __( 'Send to', 'eventin' ) }
						error={ errors.audience }
					>
						<RadioControl
							label={ __( 'Send to', 'eventin' ) }
							hideLabelFromVision
							selected={ values.audience }
							options={ audienceOptions }
							onChange={ ( value ) =>
								setField( 'audience', value as Audience )
							}
						/>
					</FieldGroup>
					{ values.audience === 'addresses' && (
						<TextAreaField
							label={ __( 'E-mail addresses', 'eventin' ) }
							value={ values.addresses }
							onChange={ ( value ) =>
								setField( 'addresses', value )
							}
							error={ errors.addresses }
							help={
								pasted > 0
									? sprintf(
											/* translators: %s: number of addresses. */
											_n(
												'%s address. One per line, or separated by commas.',
												'%s addresses. One per line, or separated by commas.',
												pasted,
												'eventin'
											),
											formatCount( pasted )
										)
									: __(
											'Paste the addresses: one per line, or separated by commas. Each gets the mail with a link to answer.',
											'eventin'
										)
							}
							rows={ 5 }
						/>
					) }
					<TextField
						label={ __( 'Subject', 'eventin' ) }
						value={ values.subject }
						onChange={ ( value ) => setField( 'subject', value ) }
						error={ errors.subject }
						required
					/>
					<div className="eventin-rsvp-reminder__message">
						<TextAreaField
							label={ __( 'Message', 'eventin' ) }
							value={ values.body }
							onChange={ ( value ) => setField( 'body', value ) }
							error={ errors.body }
							rows={ 10 }
						/>
						<Placeholders />
					</div>
					<FieldGroup
						legend={ __( 'When', 'eventin' ) }
						error={ errors.when }
					>
						<RadioControl
							label={ __( 'When', 'eventin' ) }
							hideLabelFromVision
							selected={ values.when }
							options={ [
								{
									value: 'now',
									label: __( 'Send now', 'eventin' ),
								},
								{
									value: 'later',
									label: __(
										'At a date and time',
										'eventin'
									),
								},
							] }
							onChange={ ( value ) =>
								setField(
									'when',
									value === 'later' ? 'later' : 'now'
								)
							}
						/>
					</FieldGroup>
					{ values.when === 'later' && (
						<TextField
							type="datetime-local"
							label={ __( 'Send at', 'eventin' ) }
							value={ values.sendAt }
							onChange={ ( value ) =>
								setField( 'sendAt', value )
							}
							error={ errors.sendAt }
							help={ sprintf(
								/* translators: %s: the site's timezone, e.g. Europe/Berlin. */
								__( 'In the site’s time (%s).', 'eventin' ),
								getSiteZoneName()
							) }
						/>
					) }
				</FormPanel>
			</div>
			{ showLogOf > 0 && (
				<SendProgress
					key={ showLogOf }
					eventId={ eventId }
					sendId={ showLogOf }
				/>
			) }
			{ eventId > 0 && (
				<EarlierSends
					eventId={ eventId }
					shown={ showLogOf }
					onShow={ setShownLog }
				/>
			) }
		</div>
	);
}

export default function RsvpReminder() {
	return (
		<RsvpModuleGate>
			<ReminderForm />
		</RsvpModuleGate>
	);
}
