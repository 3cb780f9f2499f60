/**
 * The events store: `eventin/events`, served by `/eventin/v2/events`
 * answering `{ items, total_items }`. The REST contract is in types.ts and
 * includes/Events/README.md. Beside the CRUD parts: sending an event's
 * certificates (`./send-certificates.ts`; the batches store follows the send).
 */
import { register } from '@wordpress/data';

import { createCrudStore } from '../crud';
import { REST_PATH, STORE_NAME } from './constants';
import { sendCertificates } from './send-certificates';
import { type Event, type EventData } from './types';

const extras = {
	actions: { sendCertificates },
};

export const store = createCrudStore<
	Event,
	EventData,
	Partial< EventData >,
	typeof extras
>( { storeName: STORE_NAME, path: REST_PATH }, extras );

register( store );

export type * from './types';
export {
	type CertificateSend,
	type CertificatesSent,
} from './send-certificates';
