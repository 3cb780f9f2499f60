/**
 * useForm, the state machine every form runs on.
 */
import { act, renderHook } from '@testing-library/react';

import { useForm, type FormOptions } from '../use-form';

interface Values {
	name: string;
	count: number;
}

const START: Values = { name: '', count: 1 };

function requireName( { name }: Values ): Record< string, string > {
	return name.trim() ? {} : { name: 'Name is required.' };
}

function setUp( options: Partial< FormOptions< Values, Values > > = {} ) {
	const submit = jest.fn( async ( values: Values ) => values );
	const onSaved = jest.fn();
	const onFailed = jest.fn();
	const hook = renderHook( () =>
		useForm< Values, Values >( {
			initialValues: () => START,
			validate: requireName,
			submit,
			onSaved,
			onFailed,
			...options,
		} )
	);
	return { ...hook, submit, onSaved, onFailed };
}

describe( 'useForm', () => {
	it( 'checks the values before sending them, and counts what it sent as saved', async () => {
		const { result, submit, onSaved } = setUp();

		await act( () => result.current.save() );
		expect( result.current.errors ).toEqual( {
			name: 'Name is required.',
		} );
		expect( result.current.errorCount ).toBe( 1 );
		expect( submit ).not.toHaveBeenCalled();

		act( () => result.current.setField( 'name', 'Ada' ) );
		expect( result.current.errors ).toEqual( {} );
		expect( result.current.isDirty ).toBe( true );

		await act( () => result.current.save() );
		expect( submit ).toHaveBeenCalledWith(
			{ name: 'Ada', count: 1 },
			START
		);
		expect( onSaved ).toHaveBeenCalledWith( { name: 'Ada', count: 1 } );
		expect( result.current.saved ).toEqual( { name: 'Ada', count: 1 } );
		expect( result.current.isDirty ).toBe( false );
		expect( result.current.isSaving ).toBe( false );
	} );

	it( 'keeps an error until its field passes, with clearErrorOn: valid', async () => {
		const { result } = setUp( { clearErrorOn: 'valid' } );

		await act( () => result.current.save() );
		act( () => result.current.setField( 'name', '  ' ) );
		expect( result.current.errors.name ).toBe( 'Name is required.' );
		act( () => result.current.setField( 'name', 'Ada' ) );
		expect( result.current.errors.name ).toBeUndefined();
	} );

	it( 'puts server errors under their fields, the rest above, and keeps the values', async () => {
		const failure = {
			code: 'rest_invalid_param',
			message: 'Invalid parameter(s): count',
			data: {
				status: 400,
				params: { count: 'Too many.', other: 'Not here.' },
			},
		};
		const { result, onSaved, onFailed } = setUp( {
			submit: jest.fn().mockRejectedValue( failure ),
			mapServerKey: ( key ) => ( key === 'count' ? key : null ),
		} );

		act( () => result.current.setField( 'name', 'Ada' ) );
		await act( () => result.current.save() );

		expect( result.current.errors ).toEqual( { count: 'Too many.' } );
		expect( result.current.otherErrors ).toEqual( [ 'Not here.' ] );
		expect( result.current.errorCount ).toBe( 1 );
		expect( result.current.values.name ).toBe( 'Ada' );
		expect( result.current.isDirty ).toBe( true );
		expect( onFailed ).toHaveBeenCalledWith( failure );
		expect( onSaved ).not.toHaveBeenCalled();
	} );

	it( 'sends one request at a time', async () => {
		let finish: ( values: Values ) => void = () => {};
		const submit = jest.fn(
			() => new Promise< Values >( ( resolve ) => ( finish = resolve ) )
		);
		const { result } = setUp( { submit, validate: undefined } );

		let first: Promise< void > = Promise.resolve();
		act( () => {
			first = result.current.save();
		} );
		expect( result.current.isSaving ).toBe( true );
		await act( () => result.current.save() );
		expect( submit ).toHaveBeenCalledTimes( 1 );

		await act( async () => {
			finish( { name: 'From the server', count: 2 } );
			await first;
		} );
		expect( result.current.isSaving ).toBe( false );
	} );

	it( 'takes the answer’s values with toValues, and sends other requests like a save', async () => {
		const { result, onSaved } = setUp( {
			toValues: ( answer ) => ( { ...answer, name: answer.name.trim() } ),
		} );
		const onCleared = jest.fn();

		await act( () =>
			result.current.send(
				async () => ( { name: ' Cleared ', count: 0 } ),
				onCleared
			)
		);

		expect( result.current.values ).toEqual( {
			name: 'Cleared',
			count: 0,
		} );
		expect( result.current.saved ).toEqual( result.current.values );
		expect( onCleared ).toHaveBeenCalled();
		expect( onSaved ).not.toHaveBeenCalled();
	} );

	it( 'adds errors of the form’s own checks to those shown', async () => {
		const { result } = setUp();

		await act( () => result.current.save() );
		act( () => result.current.addErrors( { count: 'Not a number.' } ) );

		expect( result.current.errors ).toEqual( {
			name: 'Name is required.',
			count: 'Not a number.',
		} );
		expect( result.current.errorCount ).toBe( 2 );
	} );
} );
