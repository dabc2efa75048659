export { default } from '../../ui/placeholder-page';
