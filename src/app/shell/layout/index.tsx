/**
 * The shell around every screen: header menu, the screen, notifications.
 */
import { useSelect } from '@wordpress/data';
import { Outlet } from 'react-router-dom';

import { store as globalStore } from '../../../stores/global';

import Header from '../header';
import Notifications from '../notifications';

export default function Layout() {
	// Screens wait for the permissions, then the settings: ask for both at once.
	useSelect( ( select ) => select( globalStore ).getSettings(), [] );

	return (
		<div className="eventin-admin">
			<Header />
			<div className="eventin-admin__main wrap">
				<Outlet />
			</div>
			<Notifications />
		</div>
	);
}
