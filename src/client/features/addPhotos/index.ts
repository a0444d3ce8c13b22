// Public face of the add-photos screen (the photo link mailed at registration opens it).
export { AddPhotosPage } from './AddPhotosPage';
