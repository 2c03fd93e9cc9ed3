export { PackageNote } from './PackageNote';
