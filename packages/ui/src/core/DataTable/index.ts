export { DataTable, type DataColumn, type DataTablePaging, type DataTableProps } from './DataTable';
