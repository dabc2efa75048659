import { flaggedListPage } from './components/product-list-view';

/** NewItemsPage (/new): the product list with the new flag on. */
export default flaggedListPage('nav_new_items', 'new', { new: true });
