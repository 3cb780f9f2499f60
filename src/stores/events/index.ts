/**
 * The events store: `eventin/events`, served by `/eventin/v2/events`
 * answering `{ items, total_items }`. The REST contract is in types.ts and
 * includes/Events/README.md. Beside the CRUD parts: sending an event's
 * certificates and following the send (`./send-certificates.ts`).
 */
import { register } from '@wordpress/data';

import { createCrudStore } from '../crud';
import { REST_PATH, STORE_NAME } from './constants';
import {
	certificateSends,
	getCertificateSend,
	receiveCertificateSend,
	resolveCertificateSend,
	sendCertificates,
} from './send-certificates';
import { type Event, type EventData } from './types';

const extras = {
	reducers: { certificateSends },
	actions: { sendCertificates, receiveCertificateSend },
	selectors: { getCertificateSend },
	resolvers: { getCertificateSend: resolveCertificateSend },
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
	getCertificateSendProgress,
	type CertificateSend,
	type CertificatesSent,
} from './send-certificates';
