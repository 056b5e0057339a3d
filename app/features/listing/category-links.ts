/** Every link encodes its values (the old menus did not, and names hold spaces and apostrophes). */
export const categoryDetailPath = (name: string) => `/category-detail?${new URLSearchParams({ category: name })}`;
