import { flaggedListPage } from './components/product-list-view';

/** SalePage (/sale): the product list with the sale flag on. */
export default flaggedListPage('nav_sale', 'sale', { sale: true });
