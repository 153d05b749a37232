// Texts of the catalog area of the console.
export default {
  menu: '商品与班级'
}
