// Texts of the points area of the console.
export default {
  menu: '积分'
}
