export { NavBar, isDocumentationActive } from './NavBar';
