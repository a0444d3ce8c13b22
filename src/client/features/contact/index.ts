export { ContactSection } from './ContactSection';
export { GrievanceOfficer } from './GrievanceOfficer';
