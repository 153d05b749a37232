// Texts of the coupons area of the console.
export default {
  menu: '优惠券'
}
