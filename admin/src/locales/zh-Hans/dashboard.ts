// Texts of the dashboard area of the console.
export default {
  menu: '数据看板'
}
