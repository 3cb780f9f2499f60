/**
 * A stand-in for Stripe.js (https://js.stripe.com/v3/), served at /v3/ by bin/lib/stripe-server.mjs,
 * which puts its own address in place of the placeholder this file ends with (apiBase).
 * Development and tests only: the real Stripe.js cannot be reached from here.
 *
 * It defines window.Stripe( publishableKey ) with the subset the plugin uses:
 *   stripe.elements( { clientSecret, appearance } )      → elements
 *   elements.create( 'payment' | 'card', options )       → element
 *   elements.getElement( type ), elements.submit()       → Promise<{}> or Promise<{ error }>
 *   element.mount( selectorOrElement ), unmount(), destroy(), on/off( 'change'|'ready'|'focus'|'blur', cb ),
 *   focus(), blur(), clear(), update()
 *   stripe.confirmPayment( { elements, confirmParams: { return_url }, redirect: 'if_required' } )
 *                                                       → Promise<{ paymentIntent }> or Promise<{ error }>
 *   stripe.retrievePaymentIntent( clientSecret )        → Promise<{ paymentIntent }> or Promise<{ error }>
 *
 * The element is plain HTML in the page (no iframe), three labelled inputs:
 *   'Card number'  (placeholder '1234 1234 1234 1234')
 *   'Expiry (MM / YY)'  (placeholder 'MM / YY')
 *   'CVC'  (placeholder 'CVC')
 * Confirming posts the typed card to the server's /v1/payment_intents/:id/confirm with the
 * publishable key and the client secret, as Stripe.js does; the test cards of stripe-server.mjs
 * decide what happens.
 * @param apiBase
 */
( function ( apiBase ) {
	let uid = 0;

	function integrationError( message ) {
		const error = new Error( message );
		error.name = 'IntegrationError';
		return error;
	}

	function digits( value ) {
		return String( value || '' ).replace( /\D/g, '' );
	}

	function luhn( number ) {
		let sum = 0;
		for ( let i = 0; i < number.length; i++ ) {
			let value = Number( number[ number.length - 1 - i ] );
			if ( i % 2 === 1 ) {
				value *= 2;
				if ( value > 9 ) {
					value -= 9;
				}
			}
			sum += value;
		}
		return sum % 10 === 0;
	}

	/**
	 * Form-encodes nested parameters as Stripe expects: a[b][c]=v.
	 * @param {Object} params
	 * @param {string} [prefix]
	 * @param {Array}  [pairs]
	 */
	function encode( params, prefix, pairs ) {
		pairs = pairs || [];
		Object.keys( params ).forEach( function ( key ) {
			const value = params[ key ];
			const name = prefix ? prefix + '[' + key + ']' : key;
			if ( value === undefined || value === null ) {
				return;
			}
			if ( typeof value === 'object' ) {
				encode( value, name, pairs );
			} else {
				pairs.push(
					encodeURIComponent( name ) +
						'=' +
						encodeURIComponent( String( value ) )
				);
			}
		} );
		return pairs.join( '&' );
	}

	function intentIdOf( clientSecret ) {
		const match = /^(pi_[A-Za-z0-9]+)_secret_/.exec( clientSecret || '' );
		if ( ! match ) {
			throw integrationError(
				'Invalid value for clientSecret: it should be the client_secret of a PaymentIntent, like pi_…_secret_….'
			);
		}
		return match[ 1 ];
	}

	function connectionError() {
		return {
			type: 'api_connection_error',
			message:
				'An error occurred with our connection to Stripe. Request was retried 2 times.',
		};
	}

	/**
	 * Reads the card fields: what was typed and the first problem with it.
	 * @param {Object} fields The three inputs.
	 */
	function readCard( fields ) {
		const number = digits( fields.number.value );
		const expiry = digits( fields.expiry.value );
		const cvc = digits( fields.cvc.value );
		const month = Number( expiry.slice( 0, 2 ) );
		const year = 2000 + Number( expiry.slice( 2, 4 ) );
		const today = new Date();
		let error = null;
		if ( ! number ) {
			error = {
				code: 'incomplete_number',
				message: 'Your card number is incomplete.',
			};
		} else if ( number.length < 13 ) {
			error = {
				code: 'incomplete_number',
				message: 'Your card number is incomplete.',
			};
		} else if ( ! luhn( number ) ) {
			error = {
				code: 'invalid_number',
				message: 'Your card number is invalid.',
			};
		} else if ( expiry.length < 4 ) {
			error = {
				code: 'incomplete_expiry',
				message: "Your card's expiration date is incomplete.",
			};
		} else if ( month < 1 || month > 12 ) {
			error = {
				code: 'invalid_expiry_month',
				message: "Your card's expiration date is invalid.",
			};
		} else if (
			year < today.getFullYear() ||
			( year === today.getFullYear() && month < today.getMonth() + 1 )
		) {
			error = {
				code: 'invalid_expiry_year_past',
				message: "Your card's expiration year is in the past.",
			};
		} else if ( cvc.length < 3 ) {
			error = {
				code: 'incomplete_cvc',
				message: "Your card's security code is incomplete.",
			};
		}
		if ( error ) {
			error.type = 'validation_error';
		}
		return {
			number,
			exp_month: month,
			exp_year: year,
			cvc,
			empty: ! number && ! expiry && ! cvc,
			error,
		};
	}

	function createElement( elements, type ) {
		const listeners = {};
		const id = 'eventin-stripe-' + ++uid;
		let container = null;
		let root = null;
		let fields = null;
		let destroyed = false;

		function emit( name, payload ) {
			( listeners[ name ] || [] ).slice().forEach( function ( cb ) {
				cb( payload );
			} );
		}

		function field( key, label, placeholder, autocomplete, width ) {
			const wrap = document.createElement( 'div' );
			wrap.style.cssText =
				'display:flex;flex-direction:column;gap:4px;flex:' + width;
			const labelEl = document.createElement( 'label' );
			labelEl.htmlFor = id + '-' + key;
			labelEl.textContent = label;
			labelEl.style.cssText = 'font-size:0.875em';
			const input = document.createElement( 'input' );
			input.id = id + '-' + key;
			input.name = key;
			input.type = 'text';
			input.inputMode = 'numeric';
			input.autocomplete = autocomplete;
			input.placeholder = placeholder;
			input.spellcheck = false;
			input.style.cssText =
				'padding:8px 10px;border:1px solid #c3c4c7;border-radius:4px;font:inherit;min-width:0';
			wrap.appendChild( labelEl );
			wrap.appendChild( input );
			return { wrap, input };
		}

		function changed() {
			const card = readCard( fields );
			const complete = ! card.error;
			if ( container ) {
				container.classList.toggle(
					'StripeElement--empty',
					card.empty
				);
				container.classList.toggle(
					'StripeElement--complete',
					complete
				);
			}
			emit( 'change', {
				elementType: type,
				empty: card.empty,
				complete,
				value: { type: 'card' },
				// Like Stripe.js, a field's problem shows once there is something to judge.
				error:
					card.error &&
					card.error.code.indexOf( 'incomplete' ) !== 0 &&
					! card.empty
						? card.error
						: undefined,
			} );
		}

		const element = {
			mount( target ) {
				if ( destroyed ) {
					throw integrationError(
						'This Element has already been destroyed. Please create a new one.'
					);
				}
				const node =
					typeof target === 'string'
						? document.querySelector( target )
						: target;
				if ( ! node ) {
					throw integrationError(
						'The selector you specified (' +
							target +
							') applies to no DOM elements that are currently on the page.'
					);
				}
				if ( container ) {
					element.unmount();
				}
				container = node;
				root = document.createElement( 'div' );
				root.setAttribute( 'data-eventin-stripe-element', type );
				root.setAttribute( 'role', 'group' );
				root.setAttribute( 'aria-label', 'Card details' );
				root.style.cssText =
					'display:flex;flex-wrap:wrap;gap:8px;align-items:flex-end';
				const number = field(
					'number',
					'Card number',
					'1234 1234 1234 1234',
					'cc-number',
					'1 1 100%'
				);
				const expiry = field(
					'expiry',
					'Expiry (MM / YY)',
					'MM / YY',
					'cc-exp',
					'1 1 40%'
				);
				const cvc = field( 'cvc', 'CVC', 'CVC', 'cc-csc', '1 1 30%' );
				fields = {
					number: number.input,
					expiry: expiry.input,
					cvc: cvc.input,
				};
				number.input.maxLength = 23;
				expiry.input.maxLength = 7;
				cvc.input.maxLength = 4;
				expiry.input.addEventListener( 'input', function () {
					const value = digits( expiry.input.value ).slice( 0, 4 );
					expiry.input.value =
						value.length > 2
							? value.slice( 0, 2 ) + ' / ' + value.slice( 2 )
							: value;
				} );
				Object.keys( fields ).forEach( function ( key ) {
					fields[ key ].addEventListener( 'input', changed );
					fields[ key ].addEventListener( 'focus', function () {
						container.classList.add( 'StripeElement--focus' );
						emit( 'focus', { elementType: type } );
					} );
					fields[ key ].addEventListener( 'blur', function () {
						container.classList.remove( 'StripeElement--focus' );
						emit( 'blur', { elementType: type } );
					} );
				} );
				root.appendChild( number.wrap );
				root.appendChild( expiry.wrap );
				root.appendChild( cvc.wrap );
				container.appendChild( root );
				container.classList.add(
					'StripeElement',
					'StripeElement--empty'
				);
				window.setTimeout( function () {
					emit( 'ready', { elementType: type } );
				}, 0 );
			},
			unmount() {
				if ( root && root.parentNode ) {
					root.parentNode.removeChild( root );
				}
				if ( container ) {
					container.classList.remove(
						'StripeElement',
						'StripeElement--empty',
						'StripeElement--complete',
						'StripeElement--focus'
					);
				}
				container = null;
				root = null;
			},
			destroy() {
				element.unmount();
				destroyed = true;
				elements._remove( type );
			},
			on( name, cb ) {
				( listeners[ name ] = listeners[ name ] || [] ).push( cb );
				return element;
			},
			off( name, cb ) {
				listeners[ name ] = ( listeners[ name ] || [] ).filter(
					function ( other ) {
						return cb && other !== cb;
					}
				);
				return element;
			},
			focus() {
				if ( fields ) {
					fields.number.focus();
				}
			},
			blur() {
				const active = root && root.ownerDocument.activeElement;
				if ( active && root.contains( active ) ) {
					active.blur();
				}
			},
			clear() {
				if ( fields ) {
					Object.keys( fields ).forEach( function ( key ) {
						fields[ key ].value = '';
					} );
					changed();
				}
			},
			update() {},
			_card() {
				if ( ! fields ) {
					return null;
				}
				return readCard( fields );
			},
		};
		return element;
	}

	function Stripe( publishableKey ) {
		if ( ! ( this instanceof Stripe ) ) {
			return new Stripe( publishableKey );
		}
		if ( ! publishableKey ) {
			throw integrationError(
				'Please call Stripe() with your publishable key. You used an empty string.'
			);
		}
		if ( /^sk_/.test( publishableKey ) ) {
			throw integrationError(
				'You should not use your secret key with Stripe.js. Please pass a publishable key instead.'
			);
		}
		const key = publishableKey;

		function call( method, path, params ) {
			const query = encode( Object.assign( { key }, params ) );
			const options = {
				method,
				headers: {
					Authorization: 'Bearer ' + key,
				},
			};
			let url = apiBase + path;
			if ( method === 'GET' ) {
				url += '?' + query;
			} else {
				options.headers[ 'Content-Type' ] =
					'application/x-www-form-urlencoded';
				options.body = query;
			}
			return window.fetch( url, options ).then(
				function ( response ) {
					return response.json();
				},
				function () {
					return { error: connectionError() };
				}
			);
		}

		this.elements = function ( options ) {
			options = options || {};
			const created = {};
			const elements = {
				_clientSecret: options.clientSecret,
				create( type ) {
					if ( type !== 'payment' && type !== 'card' ) {
						throw integrationError(
							'This stand-in for Stripe.js only creates the payment and card elements, not ' +
								type +
								'.'
						);
					}
					if ( created[ type ] ) {
						throw integrationError(
							'Can only create one Element of type ' + type + '.'
						);
					}
					created[ type ] = createElement( elements, type );
					return created[ type ];
				},
				getElement( type ) {
					return created[ type ] || null;
				},
				update( next ) {
					Object.assign( options, next || {} );
					if ( next && next.clientSecret ) {
						elements._clientSecret = next.clientSecret;
					}
				},
				fetchUpdates() {
					return Promise.resolve( {} );
				},
				submit() {
					const element = created.payment || created.card;
					const card = element && element._card();
					if ( ! card ) {
						return Promise.resolve( {
							error: {
								type: 'validation_error',
								message: 'Mount the payment element first.',
							},
						} );
					}
					return Promise.resolve(
						card.error ? { error: card.error } : {}
					);
				},
				_remove( type ) {
					delete created[ type ];
				},
			};
			return elements;
		};

		this.confirmPayment = function ( options ) {
			options = options || {};
			const elements = options.elements;
			if ( ! elements ) {
				return Promise.reject(
					integrationError(
						'confirmPayment(): the elements option is required.'
					)
				);
			}
			const clientSecret = options.clientSecret || elements._clientSecret;
			const confirmParams = options.confirmParams || {};
			const redirect = options.redirect || 'always';
			if ( redirect === 'always' && ! confirmParams.return_url ) {
				return Promise.reject(
					integrationError(
						"confirmPayment(): the `confirmParams.return_url` argument is required unless passing `redirect: 'if_required'`"
					)
				);
			}
			const element =
				elements.getElement( 'payment' ) ||
				elements.getElement( 'card' );
			const card = element && element._card();
			if ( ! card ) {
				return Promise.resolve( {
					error: {
						type: 'validation_error',
						message: 'Mount the payment element first.',
					},
				} );
			}
			if ( card.error ) {
				return Promise.resolve( { error: card.error } );
			}
			const id = intentIdOf( clientSecret );
			return call( 'POST', '/v1/payment_intents/' + id + '/confirm', {
				client_secret: clientSecret,
				return_url: confirmParams.return_url,
				payment_method_data: {
					type: 'card',
					card: {
						number: card.number,
						exp_month: card.exp_month,
						exp_year: card.exp_year,
						cvc: card.cvc,
					},
				},
			} ).then( function ( body ) {
				if ( body.error ) {
					return { error: body.error };
				}
				if ( redirect === 'always' ) {
					const target = new window.URL( confirmParams.return_url );
					target.searchParams.set( 'payment_intent', body.id );
					target.searchParams.set(
						'payment_intent_client_secret',
						clientSecret
					);
					target.searchParams.set( 'redirect_status', body.status );
					window.location.assign( target.toString() );
					// Stripe.js never settles once it redirects.
					return new Promise( function () {} );
				}
				return { paymentIntent: body };
			} );
		};

		this.retrievePaymentIntent = function ( clientSecret ) {
			const id = intentIdOf( clientSecret );
			return call( 'GET', '/v1/payment_intents/' + id, {
				client_secret: clientSecret,
			} ).then( function ( body ) {
				return body.error
					? { error: body.error }
					: { paymentIntent: body };
			} );
		};
	}

	Stripe.version = 3;
	window.Stripe = Stripe;
} )( '__EVENTIN_STRIPE_API__' );
