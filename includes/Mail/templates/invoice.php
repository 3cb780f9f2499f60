<?php
/**
 * A booking's invoice: number, date and buyer, one line per ticket type, the total, and what was
 * refunded with the new total. A free booking is listed without prices ("Booking #…").
 *
 * Override it in your theme as eventin/emails/invoice.php.
 *
 * @var array $invoice { number, date, buyer, email, free, lines: [{ name, quantity, price, subtotal }],
 *                     total, refunded ('' for none), new_total } (amounts formatted).
 */

defined( 'ABSPATH' ) || exit;

echo '<h2>' . esc_html(
	$invoice['free']
		/* translators: %d: booking number */
		? sprintf( __( 'Booking #%d', 'eventin' ), $invoice['number'] )
		/* translators: %d: booking number */
		: sprintf( __( 'Invoice for booking #%d', 'eventin' ), $invoice['number'] )
) . '</h2>';
echo '<p>' . esc_html( $invoice['date'] ) . ' · ' . esc_html( $invoice['buyer'] ) . ' &lt;' . esc_html( $invoice['email'] ) . '&gt;</p>';
echo '<table><thead><tr><th scope="col" style="text-align:left">' . esc_html__( 'Ticket', 'eventin' ) . '</th><th scope="col" style="text-align:right">' . esc_html__( 'Quantity', 'eventin' ) . '</th>';
if ( ! $invoice['free'] ) {
	echo '<th scope="col" style="text-align:right">' . esc_html__( 'Price', 'eventin' ) . '</th><th scope="col" style="text-align:right">' . esc_html__( 'Subtotal', 'eventin' ) . '</th>';
}
echo '</tr></thead><tbody>';
foreach ( $invoice['lines'] as $eventin_line ) {
	echo '<tr><td>' . esc_html( $eventin_line['name'] ) . '</td><td style="text-align:right">' . (int) $eventin_line['quantity'] . '</td>';
	if ( ! $invoice['free'] ) {
		echo '<td style="text-align:right">' . esc_html( $eventin_line['price'] ) . '</td><td style="text-align:right">' . esc_html( $eventin_line['subtotal'] ) . '</td>';
	}
	echo '</tr>';
}
echo '</tbody>';
if ( ! $invoice['free'] ) {
	$eventin_foot = array( __( 'Total', 'eventin' ) => $invoice['total'] );
	if ( '' !== $invoice['refunded'] ) {
		$eventin_foot[ __( 'Refunded', 'eventin' ) ]  = '−' . $invoice['refunded'];
		$eventin_foot[ __( 'New total', 'eventin' ) ] = $invoice['new_total'];
	}
	echo '<tfoot>';
	foreach ( $eventin_foot as $eventin_label => $eventin_amount ) {
		echo '<tr><th scope="row" colspan="3" style="text-align:right">' . esc_html( $eventin_label ) . '</th><td style="text-align:right">' . esc_html( $eventin_amount ) . '</td></tr>';
	}
	echo '</tfoot>';
}
echo '</table>';
