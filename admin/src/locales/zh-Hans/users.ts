// Texts of the users area of the console.
export default {
  menu: '用户'
}
