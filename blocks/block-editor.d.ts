/**
 * The few parts of @wordpress/block-editor the blocks use (the package ships
 * no types; in the editor it is WordPress's wp-blockEditor script).
 * @param props
 */
declare module '@wordpress/block-editor' {
	import type { ComponentType, ReactNode } from 'react';
	import type { StoreDescriptor, ReduxStoreConfig } from '@wordpress/data';

	export const InspectorControls: ComponentType< { children?: ReactNode } >;
	export function useBlockProps(
		props?: Record< string, unknown >
	): Record< string, unknown >;
	export const store: StoreDescriptor<
		ReduxStoreConfig<
			unknown,
			{
				insertBlock: (
					block: unknown,
					index?: number,
					rootClientId?: string
				) => void;
			},
			{
				getBlockInsertionPoint: () => {
					rootClientId?: string;
					index: number;
				};
			}
		>
	>;
}
