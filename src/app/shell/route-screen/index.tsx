/**
 * One route's screen: authorization, the settings that switch screens off,
 * then the page header and the screen itself.
 */
import { Spinner } from '@wordpress/components';
import { Suspense } from '@wordpress/element';
import { Navigate, useParams } from 'react-router-dom';

import { type AppRoute } from '../../routes';
import {
	getBackButton,
	getDisabledRedirect,
	getHeaderButton,
} from '../../routes/rules';
import { useSettings } from '../../../admin/hooks/use-settings';
import Authorize, { CheckingAuthorization } from '../authorize';
import PageHeader from '../page-header';

function Screen( { route }: { route: AppRoute } ) {
	const { settings, isLoading } = useSettings();
	const params = useParams();

	if ( isLoading ) {
		return <CheckingAuthorization />;
	}

	const redirect = getDisabledRedirect( route, settings );
	if ( redirect ) {
		return <Navigate to={ redirect } replace />;
	}

	const { Screen: RouteContent, Title } = route;
	return (
		<>
			<PageHeader
				title={ Title ? <Title title={ route.title } /> : route.title }
				button={ getHeaderButton( route, settings, params ) }
				back={ getBackButton( route, params ) }
			/>
			<Suspense
				fallback={
					<div className="eventin-route-screen__loading">
						<Spinner />
					</div>
				}
			>
				<RouteContent />
			</Suspense>
		</>
	);
}

export default function RouteScreen( { route }: { route: AppRoute } ) {
	return (
		<Authorize capability={ route.capability }>
			<Screen route={ route } />
		</Authorize>
	);
}
