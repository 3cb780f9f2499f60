/**
 * Sales per day as a chart (Chart.js, in this lazily loaded chunk only):
 * revenue as bars, tickets sold as a line on its own axis. The same figures
 * follow as a table for screen readers and keyboard users.
 */
import {
	BarController,
	BarElement,
	CategoryScale,
	Chart,
	Legend,
	LinearScale,
	LineController,
	LineElement,
	PointElement,
	Tooltip,
} from 'chart.js';
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { type OrderSummary } from '../../../stores/orders/types';
import { formatAmount } from '../../../admin/utils/money';
import { formatSiteDate } from '../../../admin/utils/site-date';

Chart.register(
	BarController,
	BarElement,
	CategoryScale,
	LinearScale,
	LineController,
	LineElement,
	PointElement,
	Legend,
	Tooltip
);

export default function SalesChart( {
	summary,
}: {
	summary: Pick< OrderSummary, 'days' | 'currency' >;
} ) {
	const canvas = useRef< HTMLCanvasElement >( null );
	const { days, currency } = summary;

	useEffect( () => {
		if ( ! canvas.current ) {
			return;
		}
		const chart = new Chart( canvas.current, {
			type: 'bar',
			data: {
				labels: days.map( ( day ) =>
					formatSiteDate( day.date, 'M j' )
				),
				datasets: [
					{
						type: 'bar',
						label: __( 'Revenue', 'eventin' ),
						data: days.map( ( day ) => Number( day.revenue ) ),
						backgroundColor: '#3858e9',
						yAxisID: 'revenue',
					},
					{
						type: 'line',
						label: __( 'Tickets sold', 'eventin' ),
						data: days.map( ( day ) => day.tickets ),
						borderColor: '#008a20',
						backgroundColor: '#008a20',
						yAxisID: 'tickets',
					},
				],
			},
			options: {
				animation: false,
				maintainAspectRatio: false,
				plugins: {
					tooltip: {
						callbacks: {
							label: ( item ) =>
								item.dataset.yAxisID === 'revenue'
									? `${ item.dataset.label }: ${ formatAmount(
											item.parsed.y ?? 0,
											currency
										) }`
									: `${ item.dataset.label }: ${ item.parsed.y }`,
						},
					},
				},
				scales: {
					revenue: {
						position: 'left',
						beginAtZero: true,
						ticks: {
							callback: ( value ) =>
								formatAmount( Number( value ), currency ),
						},
					},
					tickets: {
						position: 'right',
						beginAtZero: true,
						grid: { drawOnChartArea: false },
						ticks: { precision: 0 },
					},
				},
			},
		} );
		return () => chart.destroy();
	}, [ days, currency ] );

	return (
		<figure className="eventin-sales-chart">
			<figcaption className="eventin-sales-chart__title">
				{ __( 'Sales per day', 'eventin' ) }
			</figcaption>
			<div className="eventin-sales-chart__canvas">
				<canvas ref={ canvas } aria-hidden="true" />
			</div>
			<details className="eventin-sales-chart__table">
				<summary>
					{ __( 'Sales per day as a table', 'eventin' ) }
				</summary>
				<table>
					<thead>
						<tr>
							<th scope="col">{ __( 'Day', 'eventin' ) }</th>
							<th scope="col">{ __( 'Revenue', 'eventin' ) }</th>
							<th scope="col">
								{ __( 'Tickets sold', 'eventin' ) }
							</th>
						</tr>
					</thead>
					<tbody>
						{ days.map( ( day ) => (
							<tr key={ day.date }>
								<th scope="row">
									{ formatSiteDate( day.date ) }
								</th>
								<td>
									{ formatAmount( day.revenue, currency ) }
								</td>
								<td>{ day.tickets }</td>
							</tr>
						) ) }
					</tbody>
				</table>
			</details>
		</figure>
	);
}
