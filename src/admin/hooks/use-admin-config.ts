import { useContext } from '@wordpress/element';

import { ConfigContext, type AdminConfig } from '../config';

/** The configuration PHP passed on the root element. */
export function useAdminConfig(): AdminConfig {
	return useContext( ConfigContext );
}
