// Texts of the orders area of the console.
export default {
  menu: '订单与售后'
}
