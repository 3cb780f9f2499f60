/**
 * What a ticket form's script reads and sends: the form's config (TicketForm::render()), people,
 * ticket lines, the booking the site answers, and the part of Stripe.js it uses.
 */

export type Messages = Record<
	| 'total'
	| 'register'
	| 'bookAndPay'
	| 'free'
	| 'fewer'
	| 'more'
	| 'attendee'
	| 'name'
	| 'email'
	| 'sameAsBuyer'
	| 'listed'
	| 'showAvatar'
	| 'avatarNote'
	| 'attendees'
	| 'chooseTickets'
	| 'working'
	| 'pay'
	| 'paying'
	| 'cardDetails'
	| 'done'
	| 'pending'
	| 'viewBooking'
	| 'failed'
	| 'expired'
	| 'stripeMissing',
	string
>;

export type Config = {
	restUrl: string;
	eventId: number;
	currency: string;
	locale: string;
	decimals: number;
	messages: Messages;
};

/**
 * A buyer or a ticket's holder, and whether they agree to be named on the event's public
 * attendee list (`listed`) and to show their profile picture there (`show_avatar`, only with
 * `listed`).
 */
export type Person = {
	name: string;
	email: string;
	listed?: boolean;
	show_avatar?: boolean;
};

export type Line = {
	ticketId: number;
	name: string;
	price: number;
	quantity: number;
};

export type Next =
	| { type: 'none' }
	| { type: 'offline'; instructions: string; pay_by: string }
	| {
			type: 'stripe';
			client_secret: string;
			publishable_key: string;
			js_url: string;
	  };

export type Booking = {
	id: number;
	total: string;
	next: Next;
	booking_url: string;
};

export type StripeElements = {
	create: ( type: 'payment' ) => { mount: ( target: Element ) => void };
};
export type StripeClient = {
	elements: ( options: { clientSecret: string } ) => StripeElements;
	confirmPayment: ( options: {
		elements: StripeElements;
		confirmParams: { return_url: string };
		redirect: 'if_required';
	} ) => Promise< {
		error?: { message?: string; payment_intent?: { status?: string } };
	} >;
};

declare global {
	interface Window {
		Stripe?: ( key: string ) => StripeClient;
	}
}
