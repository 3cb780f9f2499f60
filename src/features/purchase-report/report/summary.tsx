/**
 * The report's head: revenue, tickets sold and bookings by status for the
 * list's filters, and the sales chart (its own chunk, loaded after the
 * figures).
 */
import { Spinner } from '@wordpress/components';
import { lazy, Suspense } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { type OrderSummary } from '../../../stores/orders/types';
import { getBookingStatusLabel } from '../../../admin/utils/booking-labels';
import { formatAmount } from '../../../admin/utils/money';
import { ORDER_STATUSES } from './rules';

const SalesChart = lazy(
	() => import( /* webpackChunkName: "sales-chart" */ './sales-chart' )
);

function Card( {
	label,
	value,
	children,
}: {
	label: string;
	value: string;
	children?: React.ReactNode;
} ) {
	return (
		<div className="eventin-report-card">
			<p className="eventin-report-card__label">{ label }</p>
			<p className="eventin-report-card__value">{ value }</p>
			{ children }
		</div>
	);
}

export default function ReportSummary( {
	summary,
	error,
}: {
	summary: OrderSummary | null;
	error: string;
} ) {
	if ( error ) {
		return (
			<p className="eventin-report-summary__error" role="alert">
				{ sprintf(
					/* translators: %s: why the figures could not be read. */
					__( 'The figures could not be loaded: %s', 'eventin' ),
					error
				) }
			</p>
		);
	}
	if ( ! summary ) {
		return (
			<div className="eventin-report-summary is-loading">
				<Spinner />
			</div>
		);
	}
	const statuses = ORDER_STATUSES.filter(
		( status ) => ( summary.by_status[ status ] ?? 0 ) > 0
	);
	return (
		<section
			className="eventin-report-summary"
			aria-label={ __( 'Sales summary', 'eventin' ) }
		>
			<div className="eventin-report-summary__cards">
				<Card
					label={ __( 'Revenue', 'eventin' ) }
					value={ formatAmount( summary.revenue, summary.currency ) }
				/>
				<Card
					label={ __( 'Tickets sold', 'eventin' ) }
					value={ String( summary.tickets_sold ) }
				/>
				<Card
					label={ __( 'Bookings', 'eventin' ) }
					value={ String( summary.bookings ) }
				>
					{ statuses.length > 0 && (
						<ul className="eventin-report-card__statuses">
							{ statuses.map( ( status ) => (
								<li
									key={ status }
									className={ `is-${ status }` }
								>
									{ sprintf(
										/* translators: 1: number of bookings, 2: a booking status. */
										__( '%1$d %2$s', 'eventin' ),
										summary.by_status[ status ],
										getBookingStatusLabel( status )
									) }
								</li>
							) ) }
						</ul>
					) }
				</Card>
			</div>
			<Suspense fallback={ <Spinner /> }>
				<SalesChart summary={ summary } />
			</Suspense>
		</section>
	);
}
