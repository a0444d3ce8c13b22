export { ContactSection } from './ContactSection';
export { GrievanceOfficer } from './GrievanceOfficer';
export { OfficeContact } from './OfficeContact';
