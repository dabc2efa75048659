export { default } from '../placeholder/placeholder-page';
