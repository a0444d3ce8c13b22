export * from './filtersSlice';
export { toSerParams } from './serParams';
