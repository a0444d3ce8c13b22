export * from './cartSlice';
export { loadCart, saveCart, CART_KEY } from './cartStorage';
