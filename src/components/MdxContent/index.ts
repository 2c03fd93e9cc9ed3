export { MdxContent, PrefixedMdxContent, prefixedComponents } from './MdxContent';
