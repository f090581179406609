export * from './Pagination'
export * from './paginationItems'
