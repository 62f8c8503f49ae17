/** The URL table's scroll box: a skip link and a tree node's Enter move focus to it. */
export const URL_TABLE_ID = 'url-table';
