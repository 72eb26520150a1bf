print("threeducks")
