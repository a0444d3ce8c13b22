// Tests import the in-memory Storage from here; the app uses it when web storage is refused.
export { memoryStorage } from '../app/memoryStorage';
